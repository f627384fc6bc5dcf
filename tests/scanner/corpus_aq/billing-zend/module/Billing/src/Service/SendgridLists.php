<?php
namespace Billing\Service;

use GuzzleHttp\Client;
use GuzzleHttp\Exception\RequestException;

/** Keeps the "billing-contacts" SendGrid marketing list in sync. */
class SendgridLists
{
    private $http;

    public function __construct(array $config)
    {
        $this->http = new Client([
            'base_uri' => $config['base_uri'],
            'headers'  => ['Authorization' => 'Bearer ' . getenv('SENDGRID_API_KEY')],
        ]);
    }

    public function upsertContacts($listId, array $emails)
    {
        try {
            $this->http->put('marketing/contacts', ['json' => [
                'list_ids' => [$listId],
                'contacts' => array_map(function ($e) { return ['email' => $e]; }, $emails),
            ]]);
        } catch (RequestException $e) {
            if ($e->hasResponse() && $e->getResponse()->getStatusCode() === 404) {
                error_log('sendgrid contact list missing: ' . $listId);
                return;
            }
            throw $e;
        }
    }
}
