/**
 * FA §5.1: an entity's name is unique among its owners' other entities ('Entity Name already exists.'). The check
 * and the write that names the entity agree through the owners' name guards (store.relatedEntityNames): a write
 * that finds a guard moved checks again with the new names, so of two same-named writes at the same instant
 * exactly one wins and the other is told the name exists.
 */
import { entityText } from '@ledgerline/shared/companies';
import { Invalid } from '../platform/errors';
import { nameTaken } from './rules';
import * as store from './store';

/** Checks and writes this many times before answering NamesChanged (409): only under a storm of renames. */
const attempts = 3;

export async function claimEntityName<T>(
  firmId: string,
  ownerIds: string[],
  name: string,
  exceptCompanyId: string | undefined,
  write: (guards: store.NameGuard[]) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const { related, guards } = await store.relatedEntityNames(firmId, ownerIds);
    if (nameTaken(name, related, exceptCompanyId))
      throw new Invalid(entityText.nameExists, { name: entityText.nameExists });
    try {
      return await write(guards);
    } catch (e) {
      if (!(e instanceof store.NamesChanged) || attempt >= attempts) throw e;
    }
  }
}
