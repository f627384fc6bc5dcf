<?php

namespace App\Http\Controllers\Webhooks;

use App\Http\Controllers\Controller;
use App\Models\CallLog;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;

class RingLaneWebhookController extends Controller
{
    public function __invoke(Request $request): JsonResponse
    {
        $event = $request->json()->all();

        match ($event['type'] ?? null) {
            'call.completed' => CallLog::recordCompleted($event['data']),
            'call.missed' => CallLog::recordMissed($event['data']),
            default => null,
        };

        return response()->json(['received' => true]);
    }
}
