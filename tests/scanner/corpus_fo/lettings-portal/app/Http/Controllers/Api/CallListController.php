<?php

namespace App\Http\Controllers\Api;

use App\Http\Controllers\Controller;
use App\Models\Branch;
use App\Services\Ringlane\RinglaneClient;
use App\Services\Ringlane\RinglaneException;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;

class CallListController extends Controller
{
    public function index(Request $request, RinglaneClient $ringlane): JsonResponse
    {
        $agent = $request->attributes->get('acting_agent', $request->user());

        try {
            return response()->json(['data' => $ringlane->as($agent)->lists()]);
        } catch (RinglaneException $e) {
            return response()->json([
                'message' => 'Dialer is unavailable right now',
                'fields' => $e->fieldErrors(),
            ], $e->transient ? 503 : 422);
        }
    }

    public function sync(Branch $branch): JsonResponse
    {
        \App\Jobs\SyncViewingCallList::dispatch($branch);

        return response()->json(['queued' => true], 202);
    }
}
