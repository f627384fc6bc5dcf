<?php

namespace App\Http\Controllers\Webhooks;

use App\Events\CallCompleted;
use App\Http\Controllers\Controller;
use Illuminate\Http\Request;
use Illuminate\Http\Response;

class RinglaneWebhookController extends Controller
{
    public function __invoke(Request $request): Response
    {
        $signature = (string) $request->header('X-Ringlane-Signature');
        $expected = hash_hmac('sha256', $request->getContent(), config('ringlane.webhook.secret'));

        abort_unless(hash_equals($expected, $signature), 401, 'Invalid signature');

        match ($request->input('event')) {
            'call.completed' => CallCompleted::dispatch($request->input('data')),
            default => null,
        };

        return response()->noContent();
    }
}
