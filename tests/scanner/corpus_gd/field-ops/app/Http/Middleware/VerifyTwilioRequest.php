<?php

namespace App\Http\Middleware;

use Closure;
use Illuminate\Http\Request;
use Twilio\Security\RequestValidator;

class VerifyTwilioRequest
{
    public function handle(Request $request, Closure $next)
    {
        $validator = new RequestValidator(config('services.twilio.token'));

        if (! $validator->validate($request->header('X-Twilio-Signature'), $request->fullUrl(), $request->post())) {
            abort(403);
        }

        return $next($request);
    }
}
