/** The auction's key on the device: the failed claim whose sheet the user acknowledged (seed 001 §4). */
import { z } from 'zod/mini';
import { storageKey } from '../../shared/storage';

export const ACKNOWLEDGED_CLAIM_KEY = storageKey('auction.acknowledgedFailure', z.nullable(z.string().check(z.maxLength(64))), null);
