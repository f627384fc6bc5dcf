<?php

namespace Tests\Unit;

use App\Integrations\Dialwise\DialwiseException;
use GuzzleHttp\Exception\RequestException;
use GuzzleHttp\Psr7\Request;
use GuzzleHttp\Psr7\Response;
use PHPUnit\Framework\TestCase;

class DialwiseExceptionTest extends TestCase
{
    private function make(int $status, array $body): DialwiseException
    {
        $e = new RequestException('boom', new Request('GET', 'contact-lists'), new Response($status, [], json_encode($body)));
        return DialwiseException::fromRequestException($e);
    }

    public function test_502_is_retryable(): void
    {
        $this->assertTrue($this->make(502, ['error' => 'identity provider unavailable'])->retryable);
    }

    public function test_503_is_not_retryable(): void
    {
        $this->assertFalse($this->make(503, ['error' => 'API disabled'])->retryable);
    }

    public function test_404_user_not_found(): void
    {
        $this->assertTrue($this->make(404, ['error' => 'user not found'])->isUnknownUser());
    }
}
