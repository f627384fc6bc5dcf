<?php

namespace App\Integrations\Dialwise;

use App\Models\Campaign;
use Illuminate\Support\Facades\Log;

class ContactListSync
{
    public function __construct(private DialwiseClient $client) {}

    public function syncCampaign(Campaign $campaign): void
    {
        $phones = $campaign->customers()->whereNotNull('phone')->pluck('phone')->all();

        if (!$campaign->dialwise_list_id) {
            $list = $this->client->createContactList($campaign->name, $campaign->owner->email);
            $campaign->update(['dialwise_list_id' => $list['id']]);
        }

        foreach (array_chunk($phones, 500) as $chunk) {
            try {
                $this->client->addContacts($campaign->dialwise_list_id, $chunk);
            } catch (DialwiseException $e) {
                if ($e->getCode() === 404 && $e->getMessage() === 'Dialwise: contact list not found') {
                    $campaign->update(['dialwise_list_id' => null]);
                    return;
                }
                if ($e->isUnknownUser()) {
                    Log::warning('Campaign owner has no Dialwise seat', ['campaign' => $campaign->id]);
                    return;
                }
                throw $e;
            }
        }
    }
}
