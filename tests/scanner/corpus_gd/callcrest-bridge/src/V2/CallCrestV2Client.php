<?php

namespace Quillfield\CallCrest\V2;

use Illuminate\Http\Client\PendingRequest;
use Illuminate\Http\Client\RequestException;
use Illuminate\Support\Facades\Http;

/**
 * New client for CallCrest /api/public/v2. Audiences replace contact lists; the acting
 * user is derived from the key, so no user header is sent.
 */
class CallCrestV2Client
{
    public function __construct(private string $host, private string $key)
    {
    }

    private function http(): PendingRequest
    {
        return Http::baseUrl(rtrim($this->host, '/').'/api/public/v2')
            ->withToken($this->key)
            ->acceptJson()
            ->retry(3, 200, fn ($e) => $e instanceof RequestException && $e->response->status() === 503, throw: false);
    }

    public function audiences(): array
    {
        return $this->http()->get('/audiences')->throw()->json('data');
    }

    public function addMembers(string $audienceId, array $phones): array
    {
        $res = $this->http()->post("/audiences/{$audienceId}/members", [
            'members' => array_map(fn ($p) => ['phone_number' => $p], $phones),
        ]);

        if ($res->failed()) {
            $code = $res->json('error.code');
            $message = $res->json('error.message');

            throw new V2Exception($message ?? 'CallCrest v2 error', $code ?? 'unknown', $res->status());
        }

        return $res->json('data');
    }
}
