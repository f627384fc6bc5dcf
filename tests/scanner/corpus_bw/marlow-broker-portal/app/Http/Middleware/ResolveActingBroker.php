<?php

namespace App\Http\Middleware;

use App\Models\Broker;
use Closure;
use Illuminate\Http\Request;

/**
 * The broker SPA sends the logged-in broker's email on every call to our own /api.
 */
class ResolveActingBroker
{
    public function handle(Request $request, Closure $next)
    {
        $email = $request->header('X-User-Email');

        if (! $email) {
            return response()->json(['error' => 'missing acting user'], 400);
        }

        $broker = Broker::where('email', $email)->first();

        if (! $broker) {
            return response()->json(['error' => 'user not found'], 404);
        }

        $request->attributes->set('broker', $broker);

        return $next($request);
    }
}
