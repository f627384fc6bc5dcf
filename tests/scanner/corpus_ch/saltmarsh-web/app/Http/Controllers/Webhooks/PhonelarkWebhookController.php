<?php

namespace App\Http\Controllers\Webhooks;

use App\Http\Controllers\Controller;
use App\Models\CallOutcome;
use Illuminate\Http\Request;

class PhonelarkWebhookController extends Controller
{
    public function __invoke(Request $request)
    {
        $signature = $request->header('X-Phonelark-Signature');
        $expected = hash_hmac('sha256', $request->getContent(), config('services.phonelark.webhook_secret'));

        if (! $signature || ! hash_equals($expected, $signature)) {
            abort(401, 'bad signature');
        }

        $payload = $request->json()->all();
        CallOutcome::updateOrCreate(
            ['call_id' => $payload['call']['id']],
            ['disposition' => $payload['call']['disposition'] ?? null, 'raw' => $payload],
        );

        return response()->noContent();
    }
}
