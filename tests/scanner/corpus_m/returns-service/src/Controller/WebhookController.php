<?php

namespace App\Controller;

use App\Message\CallCompleted;
use Symfony\Bundle\FrameworkBundle\Controller\AbstractController;
use Symfony\Component\DependencyInjection\Attribute\Autowire;
use Symfony\Component\HttpFoundation\JsonResponse;
use Symfony\Component\HttpFoundation\Request;
use Symfony\Component\HttpFoundation\Response;
use Symfony\Component\Messenger\MessageBusInterface;
use Symfony\Component\Routing\Attribute\Route;

final class WebhookController extends AbstractController
{
    public function __construct(
        private readonly MessageBusInterface $bus,
        #[Autowire('%env(RINGLANE_WEBHOOK_SECRET)%')] private readonly string $ringlaneSecret,
        #[Autowire('%env(GITHUB_WEBHOOK_SECRET)%')] private readonly string $githubSecret,
    ) {
    }

    #[Route('/webhooks/ringlane', methods: ['POST'])]
    public function ringlane(Request $request): Response
    {
        $given = (string) $request->headers->get('X-RingLane-Signature');
        $expected = hash_hmac('sha256', $request->getContent(), $this->ringlaneSecret);
        if (!hash_equals($expected, $given)) {
            return new JsonResponse(['error' => 'invalid signature'], 401);
        }
        $this->bus->dispatch(new CallCompleted($request->toArray()));

        return new Response('', 204);
    }

    #[Route('/webhooks/github', methods: ['POST'])]
    public function github(Request $request): Response
    {
        $sig = (string) $request->headers->get('X-Hub-Signature-256');
        $expected = 'sha256='.hash_hmac('sha256', $request->getContent(), $this->githubSecret);
        if (!hash_equals($expected, $sig)) {
            return new JsonResponse(['error' => 'invalid signature'], 401);
        }

        return new Response('', 204);
    }
}
