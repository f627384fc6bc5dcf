<?php

namespace App\Http\Controllers;

use App\Models\CallLog;
use Illuminate\Http\Request;
use Illuminate\Http\Response;

class CallvoxWebhookController extends Controller
{
    public function __invoke(Request $request): Response
    {
        $signature = $request->header('X-Callvox-Signature', '');
        $expected = hash_hmac('sha256', $request->getContent(), config('services.callvox.webhook_secret'));

        if (! hash_equals($expected, $signature)) {
            abort(401, 'bad signature');
        }

        $event = $request->json()->all();
        if (($event['type'] ?? null) === 'call.completed') {
            CallLog::create([
                'external_id' => $event['data']['call_id'],
                'duration' => $event['data']['duration_seconds'],
                'outcome' => $event['data']['disposition'] ?? null,
            ]);
        }

        return response()->noContent();
    }
}
