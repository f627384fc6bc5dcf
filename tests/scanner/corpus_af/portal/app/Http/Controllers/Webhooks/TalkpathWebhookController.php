<?php

namespace App\Http\Controllers\Webhooks;

use App\Http\Controllers\Controller;
use App\Jobs\RecordCallOutcome;
use Illuminate\Http\Request;

class TalkpathWebhookController extends Controller
{
    public function __invoke(Request $request)
    {
        $given = (string) $request->header('X-Talkpath-Signature');
        $expected = hash_hmac('sha256', $request->getContent(), config('services.talkpath.webhook_secret'));

        abort_unless(hash_equals($expected, $given), 401, 'Invalid signature');

        RecordCallOutcome::dispatch($request->json()->all());

        return response()->noContent();
    }
}
