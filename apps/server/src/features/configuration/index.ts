/** What other features may use of the configuration: a change of a setting, stored with its history (decision 0039). */
export { changeSetting } from './configuration-admin.service.ts';
