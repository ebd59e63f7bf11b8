/**
 * What the server adds to every record it stores and sends (server/db/schema/columns.ts): the
 * id, the version a change is made on (sent back as If-Match), the record's place in the change
 * feed and its times. The feed position and the times are absent on a record created on this
 * device and not yet sent (version 0).
 */
export type StoredFields = {
  id: string;
  version: number;
  seq?: number;
  createdAt?: string;
  updatedAt?: string;
};

/** A record as the server stores and sends it, and as the device keeps it. */
export type Stored<R> = Omit<R, keyof StoredFields> & StoredFields;
