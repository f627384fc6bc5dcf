<?php

use Behat\Behat\Context\Context;
use Symfony\Component\HttpClient\MockHttpClient;
use Symfony\Component\HttpClient\Response\MockResponse;

final class RinglaneContext implements Context
{
    private string $base = '';
    /** @var array<string, MockResponse> */
    private array $stubs = [];
    private array $received = [];

    public function __construct(private readonly MockHttpClient $ringlaneHttp)
    {
        $this->ringlaneHttp->setResponseFactory(function (string $method, string $url, array $options) {
            $path = substr($url, strlen($this->base));
            $this->received[] = ['method' => $method, 'path' => $path, 'body' => $options['body'] ?? ''];

            return $this->stubs[$method.' '.$path] ?? new MockResponse('{"data":[]}');
        });
    }

    /** @Given the Ringlane API is stubbed at :base */
    public function stubbedAt(string $base): void
    {
        $this->base = rtrim($base, '/');
    }

    /** @Given Ringlane will answer :route with status :status */
    /** @Given Ringlane will answer :route with status :status and body :body */
    public function willAnswer(string $route, int $status, string $body = '{}'): void
    {
        $this->stubs[$route] = new MockResponse($body, ['http_code' => $status]);
    }

    /** @Then Ringlane should have received the phone :phone */
    public function receivedPhone(string $phone): void
    {
        foreach ($this->received as $call) {
            if (str_contains($call['body'], $phone)) {
                return;
            }
        }
        throw new RuntimeException("No request carried $phone");
    }
}
