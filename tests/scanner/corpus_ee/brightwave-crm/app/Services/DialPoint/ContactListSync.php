<?php

namespace App\Services\DialPoint;

use App\Models\Campaign;
use App\Models\Lead;
use Illuminate\Http\Client\PendingRequest;
use Illuminate\Http\Client\RequestException;
use Illuminate\Support\Facades\Http;
use Illuminate\Support\Facades\Log;

/**
 * Mirrors a CRM campaign's leads into a DialPoint contact list so agents can
 * power-dial them. Uses the Http facade (newer code path than DialPointClient).
 */
class ContactListSync
{
    private const CHUNK = 500;

    public function sync(Campaign $campaign): void
    {
        $listId = $campaign->dialpoint_list_id ?? $this->createList($campaign);

        $campaign->leads()
            ->whereNotNull('phone_e164')
            ->where('dnc', false)
            ->chunkById(self::CHUNK, function ($leads) use ($listId, $campaign) {
                $payload = $leads->map(fn (Lead $lead) => [
                    'phone' => $lead->phone_e164,
                    'first_name' => $lead->first_name,
                    'last_name' => $lead->last_name,
                ])->values()->all();

                $response = $this->client($campaign->owner->email)
                    ->post("/contact-lists/{$listId}/contacts", ['contacts' => $payload]);

                if ($response->status() === 404 && $response->json('error') === 'contact list not found') {
                    Log::notice('DialPoint list vanished, recreating', ['campaign' => $campaign->id]);
                    $campaign->forceFill(['dialpoint_list_id' => null])->save();

                    return false;
                }

                $response->throw();
            });
    }

    public function removeLead(Campaign $campaign, Lead $lead): void
    {
        if (! $campaign->dialpoint_list_id) {
            return;
        }

        $this->client($campaign->owner->email)
            ->delete(sprintf('/contact-lists/%s/contacts/%s', $campaign->dialpoint_list_id, urlencode($lead->phone_e164)))
            ->throwUnlessStatus(404);
    }

    private function createList(Campaign $campaign): string
    {
        $response = $this->client($campaign->owner->email)->post('/contact-lists', [
            'name' => "CRM #{$campaign->id} {$campaign->name}",
            'external_ref' => "campaign:{$campaign->id}",
        ]);

        if ($response->failed()) {
            $error = $response->json('error', 'unknown error');
            throw new \RuntimeException("Could not create DialPoint list: {$error}");
        }

        $id = $response->json('id');
        $campaign->forceFill(['dialpoint_list_id' => $id])->save();

        return $id;
    }

    private function client(string $actingEmail): PendingRequest
    {
        return Http::baseUrl(config('services.dialpoint.base_url'))
            ->withHeaders([
                'X-API-Key' => config('services.dialpoint.api_key'),
                'X-User-Email' => $actingEmail,
            ])
            ->acceptJson()
            ->timeout(config('services.dialpoint.timeout', 10))
            ->retry(3, 250, fn ($e) => $e instanceof RequestException && in_array($e->response->status(), [429, 502], true));
    }
}
