<?php

namespace App\Http\Middleware;

use App\Models\User;
use Closure;
use Illuminate\Http\Request;
use Symfony\Component\HttpFoundation\Response;

/**
 * The agent SPA sends X-User-Email when a team lead is "viewing as" an agent.
 * Only our own /api routes read this header.
 */
class ResolveActingAgent
{
    public function handle(Request $request, Closure $next): Response
    {
        $email = $request->header('X-User-Email');

        if ($email && $request->user()?->can('impersonate')) {
            $agent = User::where('email', $email)->first();

            if (! $agent) {
                return response()->json(['error' => 'user not found'], 404);
            }

            $request->attributes->set('acting_agent', $agent);
        }

        return $next($request);
    }
}
