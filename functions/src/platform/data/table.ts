/**
 * The one table's physical shape. ElectroDB entities map onto these attribute names, and the CDK
 * stack and the local stack create the table from this same object, so key design lives in one place.
 */
export const tableDesign = {
  partitionKey: 'pk',
  sortKey: 'sk',
  /** Global secondary indexes, each with string keys and all attributes projected. */
  indexes: [
    { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
    { name: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
    { name: 'gsi4', partitionKey: 'gsi4pk', sortKey: 'gsi4sk' },
    { name: 'gsi5', partitionKey: 'gsi5pk', sortKey: 'gsi5sk' },
    { name: 'gsi6', partitionKey: 'gsi6pk', sortKey: 'gsi6sk' },
  ],
  /** Epoch seconds; DynamoDB deletes the item some time after. Code checks expiry itself too. */
  timeToLiveAttribute: 'ttl',
} as const;

export type IndexName = (typeof tableDesign.indexes)[number]['name'];
