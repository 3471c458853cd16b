/**
 * A local HTTP stub of the Stripe API (the SDK pointed at it with `host`/`port`/
 * `protocol`) that records every request and answers the few objects the billing code
 * reads: the subscription, a subscription schedule, the retention coupon (404 until
 * created) and a portal session.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { stripeClient } from '../stripe-checkout';

export interface StripeRequest {
  method: string;
  path: string;
  form: Record<string, string>;
}

export interface StripeStub {
  requests: StripeRequest[];
  /** What `GET /v1/subscriptions/:id` answers (its `schedule`, items, period). */
  subscription: Record<string, unknown>;
  couponExists: boolean;
  /** What `POST /v1/invoices/create_preview` answers. */
  invoicePreview: Record<string, unknown>;
  client(): ReturnType<typeof stripeClient>;
  close(): Promise<void>;
}

export const SCHEDULE_START = 1_790_000_000;

export async function startStripeStub(subscription: Record<string, unknown>): Promise<StripeStub> {
  const stub: StripeStub = {
    requests: [],
    subscription,
    couponExists: false,
    invoicePreview: { object: 'invoice', total: 0, lines: { object: 'list', data: [] } },
    client: () => stripeClient('sk_test_key', { host: '127.0.0.1', port, protocol: 'http' }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0] ?? '';
      const method = req.method ?? '';
      stub.requests.push({ method, path, form: Object.fromEntries(new URLSearchParams(body)) });
      const answer = (status: number, value: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      if (path.startsWith('/v1/subscription_schedules')) {
        return answer(200, {
          id: 'sub_sched_1',
          object: 'subscription_schedule',
          phases: [{ start_date: SCHEDULE_START }],
        });
      }
      if (path.startsWith('/v1/coupons')) {
        if (method === 'GET' && !stub.couponExists) {
          return answer(404, {
            error: {
              type: 'invalid_request_error',
              code: 'resource_missing',
              message: 'No such coupon',
            },
          });
        }
        stub.couponExists = true;
        return answer(200, { id: 'unlimited-retention-25-off-once', object: 'coupon' });
      }
      if (path.startsWith('/v1/invoices/create_preview')) {
        return answer(200, stub.invoicePreview);
      }
      if (path.startsWith('/v1/billing_portal')) {
        return answer(200, { id: 'bps_1', url: 'https://billing.stripe.com/p/session/t' });
      }
      return answer(200, stub.subscription);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return stub;
}
