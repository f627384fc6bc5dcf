<?php

namespace App\Http\Middleware;

use App\Support\Dialer\DialerHeaders;
use Closure;
use Illuminate\Http\Request;

class VerifyDialerWebhook
{
    public function handle(Request $request, Closure $next)
    {
        $given = $request->headers->get(DialerHeaders::SIGNATURE, '');
        $calc = hash_hmac('sha256', $request->getContent(), config('dialer.webhook_secret'));

        if (! hash_equals($calc, $given)) {
            return response()->json(['error' => 'invalid signature'], 401);
        }

        return $next($request);
    }
}
