<?php
namespace Billing\Service;

use GuzzleHttp\Client;
use GuzzleHttp\Exception\ClientException;
use GuzzleHttp\Exception\ServerException;

/**
 * Puts customers with overdue invoices on the Ringbolt collections call list.
 */
class CollectionsDialer
{
    /** @var Client */
    private $http;
    private $listId;

    public function __construct(array $config)
    {
        $this->listId = $config['collections_list'];
        $this->http = new Client([
            'base_uri' => $config['base_uri'],
            'timeout'  => 10,
            'headers'  => [
                'X-Api-Key' => $config['api_key'],
                'X-User-Id' => $config['acting_uid'],
                'Accept'    => 'application/json',
            ],
        ]);
    }

    public function enqueue(array $phones)
    {
        $contacts = array_map(function ($p) { return ['phone' => $p]; }, $phones);
        try {
            $this->http->post("contact-lists/{$this->listId}/contacts", ['json' => ['contacts' => $contacts]]);
            return true;
        } catch (ClientException $e) {
            $body = json_decode((string) $e->getResponse()->getBody(), true);
            $code = $e->getResponse()->getStatusCode();
            if ($code === 404 && isset($body['error']) && $body['error'] === 'user not found') {
                throw new \RuntimeException('Ringbolt acting user is gone; update RINGBOLT_ACTING_UID');
            }
            throw new \RuntimeException('Ringbolt rejected contacts: ' . ($body['error'] ?? $code));
        } catch (ServerException $e) {
            $code = $e->getResponse()->getStatusCode();
            if (in_array($code, [502, 503], true)) {
                // 502 = their IdP is down, 503 = API switched off; either way retry via queue
                return false;
            }
            throw $e;
        }
    }

    public function clear($phone)
    {
        $this->http->delete('contact-lists/' . $this->listId . '/contacts/' . rawurlencode($phone));
    }
}
