/**
 * The fixed source revision of the demo harness tasks (code and agent tasks): the first 40 hex
 * digits of sha256("sr-bench-server demo harness tasks v1"). Change it when the tasks change.
 */
export const DEMO_HARNESS_REVISION = '6c41fc686343d36e9d4a61e8ce488de267bf46cf';
