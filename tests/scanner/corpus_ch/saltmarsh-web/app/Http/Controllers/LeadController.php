<?php

namespace App\Http\Controllers;

use App\Services\Phonelark\PhonelarkClient;
use App\Services\Phonelark\PhonelarkException;
use Illuminate\Http\Request;

class LeadController extends Controller
{
    public function store(Request $request, PhonelarkClient $phonelark)
    {
        $data = $request->validate([
            'name' => 'required|string|max:120',
            'phone' => 'required|string',
            'postcode' => 'nullable|string',
        ]);

        try {
            $phonelark->appendLead(config('services.phonelark.lead_list_id'), $data['phone'], [
                'first_name' => $data['name'],
                'postcode' => $data['postcode'] ?? null,
            ]);
        } catch (PhonelarkException $e) {
            if ($e->isUnknownUser()) {
                report($e);
            }
            // never block the visitor on dialer trouble
        }

        return response()->json(['error' => null, 'status' => 'queued'], 202);
    }
}
