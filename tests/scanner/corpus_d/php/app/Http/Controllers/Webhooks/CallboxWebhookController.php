<?php

declare(strict_types=1);

namespace App\Http\Controllers\Webhooks;

use App\Jobs\ProcessCallboxEvent;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Illuminate\Http\Response;

final class CallboxWebhookController
{
    /** Legacy subscription (kept until we create the v2 one). */
    public function legacy(Request $request): Response
    {
        $payload = $request->getContent();
        $signature = (string) $request->header('X-Callbox-Signature', '');
        $expected = hash_hmac('sha256', $payload, (string) config('services.callbox.shared_key'));

        if (! hash_equals($expected, $signature)) {
            abort(401, 'invalid signature');
        }

        ProcessCallboxEvent::dispatch(json_decode($payload, true), 'legacy');

        return response()->noContent();
    }

    /** v2 subscription: Service-Signature: t=<ms>,v1=<hex>. */
    public function v2(Request $request): JsonResponse|Response
    {
        $raw = $request->getContent();
        parse_str(str_replace(',', '&', (string) $request->header('Service-Signature')), $sig);
        $ts = (int) ($sig['t'] ?? 0);

        if (abs((int) (microtime(true) * 1000) - $ts) > 300_000) {
            abort(400, 'stale signature');
        }

        $mac = hash_hmac('sha256', $ts . '.' . $raw, (string) config('services.callbox_v2.webhook_secret'));
        if (! hash_equals($mac, (string) ($sig['v1'] ?? ''))) {
            abort(401, 'invalid signature');
        }

        $event = json_decode($raw, true);
        if (($event['type'] ?? null) === 'webhook.verification') {
            return response()->json(['challenge' => $event['challenge']]);
        }

        ProcessCallboxEvent::dispatch($event, 'v2');

        return response()->noContent();
    }
}
