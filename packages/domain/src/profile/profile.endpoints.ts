import { defineEndpoint } from '../endpoint.ts';
import {
  citiesAnswer,
  citiesRequest,
  countriesAnswer,
  profilePageAnswer,
  profileUpdateAnswer,
  profileUpdateRequest,
} from './profile.wire.ts';
import { reminderChannelsRequest, reminderChannelsWire } from './reminder-channels.wire.ts';

/** Spec §7 profile calls (docs/decisions/0007): the person's own contact data only. */
export const profileEndpoints = {
  contactData: defineEndpoint({
    method: 'GET',
    path: 'datos/cliente/verificar/actualizar',
    answer: profileUpdateAnswer,
  }),
  countries: defineEndpoint({ method: 'GET', path: 'paises/lista', answer: countriesAnswer }),
  cities: defineEndpoint({ method: 'GET', path: 'ciudades/lista', query: citiesRequest, answer: citiesAnswer }),
  updateContactData: defineEndpoint({
    method: 'POST',
    path: 'datos/cliente/actualizar',
    body: profileUpdateRequest,
    answer: profileUpdateAnswer,
  }),
  profile: defineEndpoint({ method: 'GET', path: 'usuario/perfil', answer: profilePageAnswer }),
  // The portal's own (docs/decisions/0063): which channels a person's payment reminders go through.
  reminderChannels: defineEndpoint({ method: 'GET', path: 'usuario/recordatorios', answer: reminderChannelsWire }),
  updateReminderChannels: defineEndpoint({
    method: 'POST',
    path: 'usuario/recordatorios/actualizar',
    body: reminderChannelsRequest,
    answer: reminderChannelsWire,
  }),
};
