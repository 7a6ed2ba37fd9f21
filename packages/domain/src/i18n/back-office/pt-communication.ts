import type { BackOfficeCommunicationCatalogue } from './en-communication.ts';

export const ptBackOfficeCommunication: BackOfficeCommunicationCatalogue = {};
