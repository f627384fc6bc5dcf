<?php

namespace Tests\Unit;

use App\Http\Middleware\VerifyRingLaneSignature;
use Illuminate\Http\Request;
use Symfony\Component\HttpKernel\Exception\HttpException;
use Tests\TestCase;

class VerifyRingLaneSignatureTest extends TestCase
{
    private function makeRequest(string $body, ?string $sig): Request
    {
        $server = $sig === null ? [] : ['HTTP_X_RINGLANE_SIGNATURE' => $sig];

        return Request::create('/api/webhooks/ringlane', 'POST', [], [], [], $server, $body);
    }

    public function test_valid_signature_passes(): void
    {
        $body = '{"type":"call.completed","data":{"id":"c_1"}}';
        $sig = hash_hmac('sha256', $body, 'whsec_test_secret');

        $res = (new VerifyRingLaneSignature())->handle($this->makeRequest($body, $sig), fn () => response('ok'));

        $this->assertSame('ok', $res->getContent());
    }

    public function test_tampered_body_is_rejected(): void
    {
        $this->expectException(HttpException::class);

        $sig = hash_hmac('sha256', '{"a":1}', 'whsec_test_secret');
        (new VerifyRingLaneSignature())->handle($this->makeRequest('{"a":2}', $sig), fn () => response('ok'));
    }
}
