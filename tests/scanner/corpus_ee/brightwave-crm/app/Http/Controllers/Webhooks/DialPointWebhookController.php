<?php

namespace App\Http\Controllers\Webhooks;

use App\Events\CallCompleted;
use App\Http\Controllers\Controller;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Log;

class DialPointWebhookController extends Controller
{
    public function __invoke(Request $request): JsonResponse
    {
        $secret = (string) config('services.dialpoint.webhook_secret');
        $signature = (string) $request->header('X-DialPoint-Signature', '');
        $expected = hash_hmac('sha256', $request->getContent(), $secret);

        if ($secret === '' || ! hash_equals($expected, $signature)) {
            Log::warning('dialpoint.webhook.bad_signature', ['ip' => $request->ip()]);

            return response()->json(['error' => 'invalid signature'], 401);
        }

        $event = $request->json()->all();

        match ($event['type'] ?? null) {
            'call.completed' => CallCompleted::dispatch($event['data']),
            default => Log::debug('dialpoint.webhook.ignored', ['type' => $event['type'] ?? null]),
        };

        return response()->json(['ok' => true]);
    }
}
