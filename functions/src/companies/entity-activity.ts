export { entityActivity } from '../platform/entity-activity';
