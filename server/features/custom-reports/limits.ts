/** Rows a run shows on screen: the export holds every one. */
export const RUN_ROW_LIMIT = 200;
/** Groups a run answers at most (a group-by on a near-unique field is no summary). */
export const RUN_GROUP_LIMIT = 1000;
