// Fixture of tooling/boundaries.test.ts: domain imports no framework.

import { z } from 'zod';
import type { FastifyInstance } from 'fastify';

export type Used = [typeof z, FastifyInstance];
