/** The meta domain's reads: the platform's global alert (FA §7.5). */
export { readGlobalAlert } from '../platform/global-alert';
