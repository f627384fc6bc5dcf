<?php

namespace App\Http\Controllers\Webhooks;

use App\Http\Controllers\Controller;
use App\Jobs\RecordCallOutcome;
use Illuminate\Http\Request;
use Illuminate\Http\Response;

class CallSproutWebhookController extends Controller
{
    public function __invoke(Request $request): Response
    {
        $signature = (string) $request->header('X-CallSprout-Signature');
        $expected = hash_hmac('sha256', $request->getContent(), config('services.callsprout.webhook_secret'));

        if (! hash_equals($expected, $signature)) {
            abort(401, 'bad signature');
        }

        $event = $request->json()->all();
        if (($event['type'] ?? null) === 'call.completed') {
            RecordCallOutcome::dispatch($event['data']);
        }

        return response()->noContent();
    }
}
