<?php

namespace Quillfield\CallCrest\Http\Middleware;

use Closure;
use Illuminate\Http\Request;

/**
 * Accepts both the legacy signature and the new Service-Signature during the cut-over.
 */
class VerifyCallCrestWebhook
{
    private const TOLERANCE_MS = 300_000;

    public function handle(Request $request, Closure $next)
    {
        $payload = $request->getContent();

        if ($request->hasHeader('Service-Signature')) {
            $this->verifyV2($request->header('Service-Signature'), $payload);

            return $next($request);
        }

        $legacy = $request->header('X-CallCrest-Signature');
        $secret = (string) config('callcrest.webhook_secret');

        if (! $legacy || ! hash_equals(hash_hmac('sha256', $payload, $secret), strtolower($legacy))) {
            abort(403, 'Bad CallCrest signature');
        }

        return $next($request);
    }

    private function verifyV2(string $header, string $payload): void
    {
        $parts = [];
        foreach (explode(',', $header) as $kv) {
            [$k, $v] = array_pad(explode('=', trim($kv), 2), 2, null);
            $parts[$k] = $v;
        }

        $ts = (int) ($parts['t'] ?? 0);
        if (abs((int) (microtime(true) * 1000) - $ts) > self::TOLERANCE_MS) {
            abort(403, 'Stale CallCrest webhook');
        }

        $expected = hash_hmac('sha256', $ts.'.'.$payload, (string) config('callcrest.v2.signing_secret'));
        if (! hash_equals($expected, (string) ($parts['v1'] ?? ''))) {
            abort(403, 'Bad CallCrest signature');
        }
    }
}
