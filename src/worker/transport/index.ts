/** The worker's transport: one streamed chat completion (docs/transport.md). */
export { streamChat, streamByteCap } from './chat.ts';
export { initialActivity, CHECKPOINT_SECONDS } from './activity.ts';
export { systemClock, isoFromEpochMs } from './clock.ts';
export { chatEndpoint, requestHeaders } from './request.ts';
export type * from '../../domain/transport/types.ts';
