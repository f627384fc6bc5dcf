<?php

namespace App\Http\Controllers\Webhooks;

use App\Http\Controllers\Controller;
use App\Models\CallOutcome;
use Illuminate\Http\Request;
use Illuminate\Http\Response;

class DialwiseWebhookController extends Controller
{
    public function __invoke(Request $request): Response
    {
        $secret = config('services.dialwise.webhook_secret');
        $given = (string) $request->header('X-Dialwise-Signature');
        $expected = hash_hmac('sha256', $request->getContent(), $secret);

        if (! hash_equals($expected, $given)) {
            abort(401, 'bad signature');
        }

        $event = $request->json()->all();

        if (($event['type'] ?? null) === 'call.completed') {
            CallOutcome::updateOrCreate(
                ['external_id' => $event['data']['call_id']],
                ['disposition' => $event['data']['disposition'] ?? 'unknown'],
            );
        }

        return response()->noContent();
    }
}
