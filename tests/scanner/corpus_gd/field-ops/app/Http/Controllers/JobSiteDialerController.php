<?php

namespace App\Http\Controllers;

use App\Http\Requests\PushContactsRequest;
use App\Models\JobSite;
use App\Support\Dialer\Dialer;
use App\Support\Dialer\DialerException;
use Illuminate\Http\JsonResponse;

class JobSiteDialerController extends Controller
{
    public function __construct(private Dialer $dialer)
    {
    }

    public function push(PushContactsRequest $request, JobSite $site): JsonResponse
    {
        try {
            $listId = $site->dialer_list_id ?? tap($this->dialer->createSiteList($site->name), fn ($id) => $site->update(['dialer_list_id' => $id]));

            $result = $this->dialer->pushJobSiteContacts($listId, $request->validated('phones'), $request->user()->email);
        } catch (DialerException $e) {
            if ($e->error->userMissing()) {
                return response()->json(['message' => 'Your account is not set up in CallCrest yet.'], 422);
            }

            if ($e->error->transient()) {
                return response()->json(['message' => 'Dialer temporarily unavailable, try again shortly.'], 503);
            }

            report($e);

            return response()->json(['message' => 'Could not push contacts to the dialer.'], 502);
        }

        return response()->json(['added' => $result['added'] ?? 0]);
    }
}
