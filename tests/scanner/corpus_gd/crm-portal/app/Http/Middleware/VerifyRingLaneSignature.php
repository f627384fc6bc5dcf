<?php

namespace App\Http\Middleware;

use Closure;
use Illuminate\Http\Request;
use Symfony\Component\HttpFoundation\Response;

class VerifyRingLaneSignature
{
    public function handle(Request $request, Closure $next): Response
    {
        $secret = config('services.ringlane.webhook_secret');
        $signature = (string) $request->header('X-RingLane-Signature', '');

        $expected = hash_hmac('sha256', $request->getContent(), $secret);

        if ($signature === '' || ! hash_equals($expected, $signature)) {
            abort(401, 'Invalid RingLane signature');
        }

        return $next($request);
    }
}
