<?php

namespace App\Http\Middleware;

use App\Models\Agent;
use Closure;
use Illuminate\Http\Request;

/**
 * The Vue SPA sends the signed-in agent's email on every /api call so that
 * supervisors can "view as" an agent. Only honoured for supervisor sessions.
 */
class ResolveActingAgent
{
    public function handle(Request $request, Closure $next)
    {
        $email = $request->header('X-User-Email');
        $userId = $request->header('X-User-Id');

        if (($email || $userId) && $request->user()?->is_supervisor) {
            $agent = $email ? Agent::where('email', $email)->first() : Agent::find($userId);
            if (! $agent) {
                return response()->json(['error' => 'user not found'], 404);
            }
            $request->attributes->set('acting_agent', $agent);
        }

        return $next($request);
    }
}
