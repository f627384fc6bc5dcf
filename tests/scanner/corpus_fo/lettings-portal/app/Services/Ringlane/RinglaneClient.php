<?php

namespace App\Services\Ringlane;

use App\Models\User;
use Illuminate\Http\Client\Response;
use Illuminate\Support\Facades\Http;
use Illuminate\Support\Facades\Log;

class RinglaneClient
{
    public function __construct(private ?User $actingAs = null)
    {
    }

    public function as(User $user): static
    {
        return new static($user);
    }

    public function lists(): array
    {
        return $this->send('get', Endpoints::CONTACT_LISTS)->json('data', []);
    }

    public function createList(string $name, ?string $campaign = null): array
    {
        return $this->send('post', Endpoints::CONTACT_LISTS, [
            'name' => $name,
            'campaign' => $campaign,
        ])->json();
    }

    public function renameList(string $id, string $name): array
    {
        return $this->send('patch', Endpoints::contactList($id), ['name' => $name])->json();
    }

    public function deleteList(string $id): void
    {
        $this->send('delete', Endpoints::contactList($id));
    }

    /** @param array<int, array{phone: string, name?: string}> $contacts */
    public function appendContacts(string $listId, array $contacts): array
    {
        return $this->send('post', Endpoints::contacts($listId), ['contacts' => $contacts])->json();
    }

    public function removeContact(string $listId, string $phone): void
    {
        $this->send('delete', Endpoints::contact($listId, $phone));
    }

    private function send(string $method, string $uri, array $payload = []): Response
    {
        $response = Http::ringlane($this->actingAs?->email)->{$method}($uri, $payload);

        if ($response->successful()) {
            return $response;
        }

        switch ($response->status()) {
            case 401:
                Log::critical('Ringlane rejected our API key');
                break;
            case 503:
                Log::warning('Ringlane public API is disabled for the workspace');
                break;
            case 502:
                Log::notice('Ringlane could not reach its identity provider, will retry');
                break;
        }

        throw RinglaneException::fromResponse($response);
    }
}
