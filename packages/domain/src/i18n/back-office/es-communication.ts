import type { BackOfficeCommunicationCatalogue } from './en-communication.ts';

export const esBackOfficeCommunication: BackOfficeCommunicationCatalogue = {};
