<?php

namespace App\Http\Controllers\Webhooks;

use App\Http\Controllers\Controller;
use App\Jobs\RecordCallDisposition;
use Illuminate\Http\Request;
use Illuminate\Http\Response;

class VoxbridgeWebhookController extends Controller
{
    public function __invoke(Request $request): Response
    {
        $signature = (string) $request->header('X-Voxbridge-Signature', '');
        $computed = hash_hmac('sha256', $request->getContent(), config('services.voxbridge.webhook_secret'));

        if (! hash_equals($computed, $signature)) {
            abort(401, 'Bad signature');
        }

        $event = $request->json()->all();
        if (($event['type'] ?? null) === 'call.disposition') {
            RecordCallDisposition::dispatch($event['data']);
        }

        return response()->noContent();
    }
}
