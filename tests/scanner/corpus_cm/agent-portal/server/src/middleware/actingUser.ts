import { NextFunction, Request, Response } from 'express';
import { findAgentByEmail } from '../lib/agents';

// Internal tools (the back-office admin app) call the portal API with a
// service token plus the agent they are impersonating.
export async function actingUser(req: Request, res: Response, next: NextFunction) {
  const email = req.header('X-User-Email');
  const userId = req.header('X-User-Id');
  if (!email && !userId) {
    return res.status(400).json({ error: 'missing acting user' });
  }
  const agent = await findAgentByEmail(email ?? '');
  if (!agent) {
    return res.status(404).json({ error: 'user not found' });
  }
  req.user = { id: agent.id, email: agent.email, roles: agent.roles };
  next();
}
