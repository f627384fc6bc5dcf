<?php

namespace App\Http\Controllers\Webhooks;

use App\Http\Controllers\Controller;
use App\Jobs\RecordCallOutcome;
use Illuminate\Http\Request;
use Illuminate\Http\Response;

class DialwiseWebhookController extends Controller
{
    public function handle(Request $request): Response
    {
        $signature = $request->header('X-Dialwise-Signature');
        $expected = hash_hmac('sha256', $request->getContent(), config('services.dialwise.webhook_secret'));

        if (!$signature || !hash_equals($expected, $signature)) {
            return response('invalid signature', 401);
        }

        $event = $request->json()->all();
        if (($event['type'] ?? null) === 'call.completed') {
            RecordCallOutcome::dispatch($event['data']);
        }

        return response('', 204);
    }
}
