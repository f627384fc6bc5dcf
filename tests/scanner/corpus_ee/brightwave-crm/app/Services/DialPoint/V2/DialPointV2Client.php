<?php

namespace App\Services\DialPoint\V2;

use Illuminate\Http\Client\PendingRequest;
use Illuminate\Http\Client\Response;
use Illuminate\Support\Facades\Http;

/**
 * v2 client (pilot). Keys are per-integration and look like dp_live_<uuid>.<secret>;
 * the acting user is resolved server-side from the key, so no user header.
 */
class DialPointV2Client
{
    public function __construct(
        private readonly string $baseUrl,
        private readonly string $apiKey,
    ) {
    }

    public static function fromConfig(): self
    {
        return new self(
            config('services.dialpoint_v2.base_url', 'https://api.dialpoint.io/api/public/v2'),
            (string) config('services.dialpoint_v2.api_key'),
        );
    }

    public function audiences(): array
    {
        return $this->http()->get('/audiences')->throw()->json('data', []);
    }

    public function addMembers(string $audienceId, array $members): Response
    {
        $response = $this->http()->post("/audiences/{$audienceId}/members", ['members' => $members]);

        if ($response->failed()) {
            $code = $response->json('error.code');
            if ($code === 'audience_not_found') {
                throw new \DomainException("Audience {$audienceId} does not exist");
            }
            $response->throw();
        }

        return $response;
    }

    private function http(): PendingRequest
    {
        return Http::baseUrl($this->baseUrl)
            ->withToken($this->apiKey)
            ->acceptJson()
            ->retry(2, 500, throw: false);
    }
}
