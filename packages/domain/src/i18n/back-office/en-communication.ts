/** The back office's communication section (issue 21): es-communication and pt-communication hold exactly these keys. */
export const enBackOfficeCommunication = {} as const;

export type BackOfficeCommunicationKey = keyof typeof enBackOfficeCommunication;
export type BackOfficeCommunicationCatalogue = Record<BackOfficeCommunicationKey, string>;
