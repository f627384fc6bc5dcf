'use strict'

const express = require('express')
const { BasketModel } = require('../models/basket')

const router = express.Router()

// The web client sends the signed-in user's e-mail with every request.
router.get('/rest/basket/:id', async (req, res, next) => {
  const email = req.get('X-User-Email')
  if (!email) {
    return res.status(401).json({ error: 'not signed in' })
  }
  try {
    const basket = await BasketModel.findOne({ where: { id: req.params.id, owner: email } })
    if (!basket) {
      return res.status(404).json({ error: 'basket not found' })
    }
    res.json({ status: 'success', data: basket })
  } catch (error) {
    next(error)
  }
})

module.exports = router
