<?php

namespace Quillfield\CallCrest\Http\Middleware;

use Closure;
use Illuminate\Http\Request;

/** Used by the release-notes listener (GitHub "release" events). */
class VerifyGithubWebhook
{
    public function handle(Request $request, Closure $next)
    {
        $sig = (string) $request->header('X-Hub-Signature-256');
        $expected = 'sha256='.hash_hmac('sha256', $request->getContent(), (string) config('services.github.webhook_secret'));

        abort_unless(hash_equals($expected, $sig), 401);

        return $next($request);
    }
}
