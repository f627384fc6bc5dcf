<?php

namespace App\Http\Controllers\Webhooks;

use App\Http\Controllers\Controller;
use App\Models\CallLog;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;

class CallvaneWebhookController extends Controller
{
    public function __invoke(Request $request): JsonResponse
    {
        $secret = (string) config('services.callvane.webhook_secret');
        $signature = (string) $request->header('X-Callvane-Signature', '');
        $expected = hash_hmac('sha256', $request->getContent(), $secret);

        if (! hash_equals($expected, $signature)) {
            abort(401, 'bad signature');
        }

        $event = $request->json()->all();

        if (($event['type'] ?? null) === 'call.completed') {
            CallLog::updateOrCreate(
                ['callvane_call_id' => $event['data']['id']],
                [
                    'phone' => $event['data']['to'],
                    'duration' => $event['data']['duration_seconds'] ?? 0,
                    'disposition' => $event['data']['disposition'] ?? null,
                ]
            );
        }

        return response()->json(['ok' => true]);
    }
}
