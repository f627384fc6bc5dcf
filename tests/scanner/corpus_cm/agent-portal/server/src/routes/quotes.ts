import { Router } from 'express';
import axios from 'axios';

// Rating engine sits behind AWS API Gateway with a usage-plan key.
const rating = axios.create({
  baseURL: process.env.RATING_API_URL ?? 'https://rating.internal.kestrelhome.com/v1',
  headers: { 'x-api-key': process.env.RATING_API_KEY ?? '' },
  timeout: 8000,
});

export const quotesRouter = Router();

quotesRouter.post('/', async (req, res) => {
  try {
    const { data } = await rating.post('/quotes', req.body);
    res.status(201).json(data);
  } catch (err: any) {
    const status = err.response?.status;
    if (status === 502 || status === 503 || status === 504) {
      return res.status(503).json({ error: 'Rating engine unavailable' });
    }
    if (status === 404) {
      return res.status(404).json({ error: 'Product not found' });
    }
    res.status(500).json({ error: err.response?.data?.error ?? 'Unexpected error' });
  }
});
