<?php

namespace App\Http\Controllers\Webhooks;

use App\Http\Controllers\Controller;
use App\Jobs\RecordCallOutcome;
use Illuminate\Http\Request;
use Illuminate\Http\Response;

class DialcrestWebhookController extends Controller
{
    public function __invoke(Request $request): Response
    {
        $signature = (string) $request->header('X-Dialcrest-Signature');
        $expected = hash_hmac('sha256', $request->getContent(), (string) config('services.dialcrest.webhook_secret'));

        if ($signature === '' || ! hash_equals($expected, $signature)) {
            abort(401, 'Invalid signature');
        }

        RecordCallOutcome::dispatch($request->json()->all());

        return response()->noContent();
    }
}
